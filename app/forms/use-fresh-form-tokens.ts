import { useEffect } from "react";

/**
 * Gives every form token the page came without (FormTraps marks it with the address of fresh ones, `data-token-from`)
 * a fresh one once the page runs. Such a page is the same for every visitor (prerendered, kept by any cache); a form
 * posted without its token (no script, or the token not yet here) is handed back by the page it posts to, with the
 * visitor's entries and a token, to be sent once more.
 */
export function useFreshFormTokens() {
  useEffect(() => {
    for (const input of document.querySelectorAll<HTMLInputElement>("input[data-token-from]")) {
      fetch(input.dataset.tokenFrom!, { cache: "no-store" })
        .then((response) => (response.ok ? response.text() : ""))
        .then((token) => (input.value = token), () => {});
    }
  }, []);
}
