/** next/font runs in Next's compiler only; under Jest a font is its class and variable names, empty. */
export default function localFont() {
  return { className: '', variable: '', style: { fontFamily: '' } };
}
