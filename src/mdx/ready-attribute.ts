/**
 * Set once a body element responds to the reader (tests wait for it; the early-controls
 * script leaves the element alone from then on). Its own module: the server imports it
 * without the elements, which extend HTMLElement.
 */
export const READY_ATTRIBUTE = "data-ready"
