/** Multipart bodies a careless or hostile client sends: each must be refused with 400, never 500. */
export const malformedMultipartBodies = (fileBytes: Buffer) => {
  const boundary = '----supportal-malformed';
  const partHead = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  const whole = Buffer.concat([Buffer.from(partHead), fileBytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const withBoundary = `multipart/form-data; boundary=${boundary}`;
  return [
    { name: 'no boundary in the content type', contentType: 'multipart/form-data', payload: whole },
    {
      name: 'a truncated part (no closing boundary)',
      contentType: withBoundary,
      payload: Buffer.concat([Buffer.from(partHead), fileBytes.subarray(0, 100)]),
    },
    {
      name: 'a part header without a colon',
      contentType: withBoundary,
      payload: Buffer.from(
        `--${boundary}\r\nContent-Disposition form-data name="file" filename="a.pdf"\r\n\r\n%PDF-1.7\r\n--${boundary}--\r\n`,
      ),
    },
    {
      name: 'part headers that never end',
      contentType: withBoundary,
      payload: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nX: ${'y'.repeat(100)}`,
      ),
    },
    {
      name: 'a body with another boundary',
      contentType: withBoundary,
      payload: Buffer.from(whole.toString('latin1').replaceAll(boundary, '----other'), 'latin1'),
    },
    { name: 'an empty body', contentType: withBoundary, payload: Buffer.alloc(0) },
  ];
};
