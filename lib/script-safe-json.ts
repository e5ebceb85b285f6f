/** JSON that is safe inside a <script> element: no `</script>` or `<!--` can be formed. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
