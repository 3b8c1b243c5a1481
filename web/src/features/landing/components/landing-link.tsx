import { type AnchorHTMLAttributes, createContext, type MouseEvent, useContext } from 'react';

type Navigate = (href: string) => void;

const NavigateContext = createContext<Navigate | null>(null);

/** Set by the router's landing route (app/routes/landing.tsx): how a landing link navigates there. */
export const LandingNavigation = NavigateContext.Provider;

/**
 * A link of the landing page. The first visit draws the landing page without the router (see
 * main.tsx), so its links cannot be the router's Link: without the router, the browser loads the
 * next page; inside it, a plain click navigates through the router, like its Link.
 */
export function LandingLink({ href, onClick, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const navigate = useContext(NavigateContext);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (!navigate || event.defaultPrevented || event.button !== 0 || modified) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <a href={href} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
