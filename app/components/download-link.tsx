/**
 * A file to download, such as a table as CSV; a plain link, so it works without JavaScript. `fileName` names
 * the saved file when the address alone would not say what it is.
 */
export function DownloadLink({ href, fileName, children }: { href: string; fileName?: string; children: React.ReactNode }) {
  return (
    <a href={href} download={fileName ?? true} className="download-link">
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24"><path fill="currentColor" d="M11 3h2v10.2l3.6-3.6 1.4 1.4-6 6-6-6 1.4-1.4 3.6 3.6zM4 19h16v2H4z" /></svg>
      {children}
    </a>
  );
}
