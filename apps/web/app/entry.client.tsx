import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * This module runs after the browser's first paint of the server's HTML (DeferredScripts). Hydrating in
 * a transition lets React yield to the browser every few milliseconds instead of blocking a slow phone
 * for the whole page.
 */
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
