/**
 * The element of the prerendered page whose `attribute` holds `id` (a useId, the same on the
 * server and while hydrating), or undefined when the page holds none: the component is rendered
 * afresh, or on the server.
 */
export function prerenderedElement(attribute: string, id: string): Element | undefined {
  if (typeof document === 'undefined') return undefined;
  return [...document.querySelectorAll(`[${attribute}]`)].find((element) => element.getAttribute(attribute) === id);
}
