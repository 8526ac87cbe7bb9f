// The extraction child (extraction-runner.ts forks it): files in, their text out, one at a time, until
// the parent replaces it. The parent bounds its memory and each file's clock, so whatever a file does to
// the parsers ends here.
import type { TExtractionAnswer, TExtractionRequest } from './extraction-runner.js';
import { extractText } from './text-extraction.js';

process.on('message', (request: TExtractionRequest) => {
  void extractText(request.fileName, request.bytes).then((result) => {
    process.send?.({ id: request.id, result } satisfies TExtractionAnswer);
  });
});
// The parent gone (killed with -9), the channel closes: nothing is left to answer.
process.on('disconnect', () => process.exit(0));
