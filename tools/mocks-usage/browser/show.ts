// What a test page writes for the test to read: a <pre> with the outcome as JSON, its id "result" or "failure".
export function show(id: "result" | "failure", value: unknown): void {
  const out = document.createElement("pre");
  out.id = id;
  out.textContent = JSON.stringify(value);
  document.body.append(out);
}
