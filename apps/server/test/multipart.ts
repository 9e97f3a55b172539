/** A multipart/form-data body for app.inject: text fields and files, in order. */
export function multipartBody(
  parts: (
    | { field: string; value: string }
    | { field: string; file: string; content: Buffer | string; type?: string }
  )[],
) {
  const boundary = '----nzbkino-admin-boundary';
  const chunks = parts.map((part) => {
    const head =
      'file' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.file}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n`;
    const body = 'file' in part ? part.content : part.value;
    return Buffer.concat([Buffer.from(head), Buffer.from(body), Buffer.from('\r\n')]);
  });
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
