import type { CmsWidgetControlProps } from "decap-cms-core";
import { Component, type ChangeEvent } from "react";
import { CALENDAR_DATE, formatDate } from "#app/i18n/format";
import { dateLocale, type Locale } from "#app/i18n/locales";
import { editorMessage } from "./messages";

/** A day written as the site writes dates in `locale`: the example the editor's words give of how to write one. */
export const exampleDay = (locale: Locale) => formatDate("2026-11-26", locale);

const lettersOf = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];

/** The day as stored (YYYY-MM-DD), or undefined when the calendar has no such day or the year is not of four digits. */
function storedDay(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  const exists = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists && year >= 1000 && year <= 9999 ? date.toISOString().slice(0, 10) : undefined;
}

type DatePart = "year" | "month" | "day";
const isDatePart = (type: string): type is DatePart => type === "year" || type === "month" || type === "day";

/** How the site writes a date in `locale`: the order of its parts, its months' names if it names them, and its other words (년, 年). */
function dateWriting(locale: Locale) {
  const format = new Intl.DateTimeFormat(dateLocale[locale], { dateStyle: "long", timeZone: "UTC" });
  const parts = format.formatToParts(Date.UTC(2000, 0, 1));
  const months = Array.from({ length: 12 }, (_, month) => format.formatToParts(Date.UTC(2000, month, 1)).find((part) => part.type === "month")!.value.toLowerCase());
  const named = months.every((month) => !/\d/.test(month));
  const literals = parts.filter((part) => part.type === "literal").map((part) => part.value);
  return {
    order: parts.map((part) => part.type).filter(isDatePart),
    monthNames: named ? months : [],
    words: new Set([...literals, ...(named ? [] : months)].flatMap(lettersOf)),
  };
}

/**
 * The day (YYYY-MM-DD) that `text` names, written as the site writes dates in `locale` (its spacing and case aside) or
 * as stored; undefined when it names none.
 */
export function dayFromText(text: string, locale: Locale): string | undefined {
  const iso = CALENDAR_DATE.exec(text.trim());
  if (iso) return storedDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const { order, monthNames, words } = dateWriting(locale);
  const numbers: number[] = [];
  for (const token of text.toLowerCase().match(/\p{L}+|\d+/gu) ?? []) {
    if (/^\d+$/.test(token)) numbers.push(Number(token));
    else if (monthNames.includes(token)) numbers.push(monthNames.indexOf(token) + 1);
    else if (!words.has(token)) return undefined;
  }
  if (numbers.length !== order.length) return undefined;
  const part = (type: DatePart) => numbers[order.indexOf(type)]!;
  return storedDay(part("year"), part("month"), part("day"));
}

/** What the field shows of a stored value: a day as the site writes it, or, as typed, text that names no day. */
export function dayAsShown(value: string, locale: Locale): string {
  return dayFromText(value, locale) === value ? formatDate(value, locale) : value;
}

/** The field's note: a day in Korea, and how to write one. */
export const companyDayNote = (locale: Locale) => editorMessage(locale, "day.inKorea", { example: exampleDay(locale) });

/** What Decap CMS gives a control: its declarations leave out the two calls that style the field while it is in use. */
type CompanyDayProps = CmsWidgetControlProps<string | undefined> & { setActiveStyle?: () => void; setInactiveStyle?: () => void };

/**
 * The editor's field for a day the company names (a release's date, a position's closing day), in the editor's
 * language `locale`: a day in Korea, stored as YYYY-MM-DD, typed and shown as the site writes dates ("2026년 11월 26일",
 * "26 November 2026"); Decap CMS's datetime widget shows the browser's own order of a date's parts and says UTC.
 * What is typed is kept as the day it names, or, when it names none, as typed, which the site's schema then refuses
 * when the editor saves (validation.ts). A class: Decap CMS asks its controls, through a ref, whether they are valid.
 */
export function companyDayControl(locale: Locale) {
  return class CompanyDayControl extends Component<CompanyDayProps, { text: string }> {
    override state = { text: dayAsShown(this.props.value ?? "", locale) };

    // A value set from elsewhere (the entry loading, Decap copying a date into another language) replaces the text.
    override componentDidUpdate({ value: before }: CompanyDayProps) {
      const { value = "" } = this.props;
      const typed = dayFromText(this.state.text, locale) ?? this.state.text;
      if (value !== before && value !== typed) this.setState({ text: dayAsShown(value, locale) });
    }

    typed = ({ target: { value: text } }: ChangeEvent<HTMLInputElement>) => {
      this.setState({ text });
      this.props.onChange(dayFromText(text, locale) ?? text);
    };

    left = () => {
      this.setState({ text: dayAsShown(this.props.value ?? "", locale) });
      this.props.setInactiveStyle?.();
    };

    override render() {
      const { forID, classNameWrapper, setActiveStyle } = this.props;
      const note = `${forID}-note`;
      return (
        <>
          <input id={forID} type="text" className={classNameWrapper} value={this.state.text} aria-describedby={note} onChange={this.typed} onFocus={setActiveStyle} onBlur={this.left} />
          <small id={note}>{companyDayNote(locale)}</small>
        </>
      );
    }
  };
}
