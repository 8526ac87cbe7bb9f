import { useMatches } from 'react-router';

/**
 * A route's own `<meta name="description">`, from its loader data: the document has one description,
 * so the root layout writes the page's when it has one and the portal's otherwise.
 */
export type TDescriptionHandle<TLoaderData> = {
  description: (loaderData: TLoaderData | undefined) => string | undefined;
};

/** The description of the deepest matched route that gives one, else `fallback`. */
export const usePageDescription = (fallback: string): string => {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const handle = match.handle as Partial<TDescriptionHandle<unknown>> | undefined;
    const description = handle?.description?.(match.loaderData);
    if (description) return description;
  }
  return fallback;
};
