export type FilePart = { field: string; filename: string; contentType: string; content: Buffer };

/** A multipart/form-data body with these files, for app.inject. */
export function multipartFiles(files: FilePart[]) {
  const boundary = `----crashpad${Math.random().toString(16).slice(2)}`;
  const parts = files.flatMap((f) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType}\r\n\r\n`,
    ),
    f.content,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A multipart/form-data body with one file, for app.inject. */
export function multipartFile(field: string, filename: string, contentType: string, content: Buffer) {
  return multipartFiles([{ field, filename, contentType, content }]);
}
