import { useRef, useState } from "react";
import { useLanguage } from "#app/shell/use-language";
import { ProductVideo } from "./product-video";

/**
 * The user manual's 'Watch Full Video' button and its modal dialog: focus moves into the dialog and
 * stays there, Escape or the close button closes it and stops the video, and focus returns to the button.
 * The video (poster and captions) is only put in the page the first time the dialog opens.
 * A modal <dialog> makes the page inert, but Tab past its last control would leave for the browser's own
 * interface: two focus guards at its ends send focus round to the other end (the video's own controls,
 * in its shadow tree, stay reachable in between).
 */
export function FullVideoDialog({ productId, title }: { productId: string; title: string }) {
  const { t } = useLanguage();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  const open = () => {
    setOpened(true);
    dialogRef.current?.showModal();
    closeRef.current?.focus();
  };
  const close = () => dialogRef.current?.close();
  const focusEnd = (end: "first" | "last") => () => {
    const controls = dialogRef.current?.querySelectorAll<HTMLElement>("button, video[controls]");
    controls?.[end === "first" ? 0 : controls.length - 1]?.focus();
  };
  return (
    <>
      <button type="button" className="button button--primary" aria-haspopup="dialog" onClick={open}>
        {t("product.watchFullVideo")}
      </button>
      <dialog
        ref={dialogRef}
        className="video-dialog"
        aria-label={title}
        onClose={() => dialogRef.current?.querySelector("video")?.pause()}
      >
        <span tabIndex={0} onFocus={focusEnd("last")} />
        <div className="video-dialog__bar">
          <h2 className="video-dialog__title">{title}</h2>
          <button ref={closeRef} type="button" className="video-dialog__close" onClick={close}>
            <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24"><path fill="currentColor" d="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z" /></svg>
            <span className="visually-hidden">{t("product.closeVideo")}</span>
          </button>
        </div>
        {opened ? <ProductVideo productId={productId} kind="full" title={title} /> : null}
        <span tabIndex={0} onFocus={focusEnd("first")} />
      </dialog>
    </>
  );
}
