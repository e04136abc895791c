import { useLanguage } from "#app/shell/use-language";
import type { SpecKey } from "#app/i18n/spec-keys";

/** A chip's specification table, labelled from the one shared list of rows. */
export function SpecTable({ caption, rows }: { caption: string; rows: readonly { key: SpecKey; value: string }[] }) {
  const { t } = useLanguage();
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="spec-table">
        <caption className="visually-hidden">{caption}</caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{t(`spec.${row.key}`)}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
