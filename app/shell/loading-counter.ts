export const LOADING_DECREMENT_DELAY_MS = 300;
export const SCROLL_RESET_DELAY_MS = 50;

/**
 * Counts running requests. A finished request is taken off the count 300 ms later, so the spinner
 * does not flicker between back-to-back requests; when the count returns to zero the page is
 * scrolled to the top 50 ms later.
 */
export class LoadingCounter {
  #count = 0;
  #onChange: (count: number) => void;
  #onIdle: () => void;

  constructor(onChange: (count: number) => void, onIdle: () => void) {
    this.#onChange = onChange;
    this.#onIdle = onIdle;
  }

  get count() {
    return this.#count;
  }

  start() {
    this.#count++;
    this.#onChange(this.#count);
  }

  finish() {
    setTimeout(() => {
      this.#count = Math.max(0, this.#count - 1);
      this.#onChange(this.#count);
      if (this.#count === 0) setTimeout(() => { if (this.#count === 0) this.#onIdle(); }, SCROLL_RESET_DELAY_MS);
    }, LOADING_DECREMENT_DELAY_MS);
  }
}
