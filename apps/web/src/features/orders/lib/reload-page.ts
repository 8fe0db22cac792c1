/** A full page load (spec §4: a card submitted with no sub-reasons loaded at all reloads the page). */
export function reloadPage(): void {
  window.location.reload();
}
