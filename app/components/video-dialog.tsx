import { useRef, useState } from "react";
import { useSite } from "#app/shell/use-site";
import { ProductVideo } from "./product-video";

/**
 * The user manual's 'Watch Full Video' button and its modal dialog: focus moves into the dialog and
 * stays there, Escape or the close button closes it and stops the video, and focus returns to the button.
 * The video (poster and captions) is only put in the page the first time the dialog opens.
 */
export function FullVideoDialog({ productId, title }: { productId: string; title: string }) {
  const { t } = useSite();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [opened, setOpened] = useState(false);
  const open = () => {
    setOpened(true);
    dialogRef.current?.showModal();
  };
  const close = () => dialogRef.current?.close();
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
        <div className="video-dialog__bar">
          <h2 className="video-dialog__title">{title}</h2>
          <button type="button" className="video-dialog__close" onClick={close}>
            <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24"><path fill="currentColor" d="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z" /></svg>
            <span className="visually-hidden">{t("product.closeVideo")}</span>
          </button>
        </div>
        {opened ? <ProductVideo productId={productId} kind="full" title={title} /> : null}
      </dialog>
    </>
  );
}
