/** A one-file multipart/form-data body as a browser sends it. */
export const multipartBody = (
  fileName: string,
  bytes: Buffer,
  { field = 'file', contentType = 'application/octet-stream' }: { field?: string; contentType?: string } = {},
) => {
  const boundary = '----supportal-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
};
