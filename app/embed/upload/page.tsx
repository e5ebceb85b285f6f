export default function UploadWidgetPage() {
  return <main>Built-in widget (in progress)</main>;
}
