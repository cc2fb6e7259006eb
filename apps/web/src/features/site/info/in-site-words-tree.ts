// The info pages are written as JSX for the crashpad site; on another variant's site every text in them is said in
// that site's words (docs/decisions/005-site-variants-and-feature-flags.md, addendum), as i18next's texts are.
import { Fragment, cloneElement, createElement, isValidElement, type ReactNode } from 'react';

/** `node` with each text in it passed through `say`; elements keep their type, props and keys. */
export function inSiteWordsTree(node: ReactNode, say: (text: string) => string): ReactNode {
  if (typeof node === 'string') return say(node);
  // A list goes back as one fragment of static children, as JSX writes them, so React asks no new keys of it.
  if (Array.isArray(node))
    return createElement(Fragment, null, ...node.map((child: ReactNode) => inSiteWordsTree(child, say)));
  if (!isValidElement<{ children?: ReactNode }>(node) || node.props.children === undefined) return node;
  const children = node.props.children;
  // Static children go back as arguments, as JSX passes them, so React asks no keys of them.
  return Array.isArray(children)
    ? cloneElement(node, undefined, ...children.map((child: ReactNode) => inSiteWordsTree(child, say)))
    : cloneElement(node, undefined, inSiteWordsTree(children, say));
}
