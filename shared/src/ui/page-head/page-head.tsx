import { createContext, useContext, useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { PAGE_JSON_LD_ID, structuredDataJson, type StructuredData } from '@ilm/contract';
import { $ownPageTitle, $runtimeConfig, pageTitle } from '@ilm/shared/config';

/** A schema.org object for the page's `<script type="application/ld+json">` (https://schema.org). */
export type JsonLd = StructuredData;

/** Props of {@link PageHead}: what a search engine and a link preview read about the page. */
export interface PageHeadProps {
  /** The page's own title (a career path's name); without it the title its declaration names stays. */
  title?: string;
  /** The meta description: one or two sentences, about 160 characters at most. */
  description: string;
  /** Structured data for the page (`Course`, `Offer`, …); the shell adds `Organization` to every page. */
  jsonLd?: JsonLd | JsonLd[];
  /** The page says that what its URL names does not exist (an unknown article): the server answers 404. */
  notFound?: boolean;
}

/** What a server render of a page records (docs/decisions/0005-server-rendering.md). */
export interface PageHeadRecord {
  title?: string;
  description?: string;
  jsonLd: JsonLd[];
  notFound?: boolean;
}

/** Set by the server renderer: {@link PageHead} writes into it instead of the document. */
export const PageHeadContext = createContext<PageHeadRecord | null>(null);

function metaDescription(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  return meta;
}

/**
 * The page's head: its title, meta description and structured data. Every public page draws one;
 * the server renderer reads it into the HTML (before any script runs), and in the browser it keeps
 * the document's head in step as the visitor moves between pages.
 */
export function PageHead({ title, description, jsonLd, notFound }: PageHeadProps) {
  const record = useContext(PageHeadContext);
  const { PRODUCT_NAME } = useStore($runtimeConfig);
  const items = jsonLd === undefined ? [] : Array.isArray(jsonLd) ? jsonLd : [jsonLd];
  const json = JSON.stringify(items);
  if (record) {
    if (title) record.title = title;
    record.description = description;
    record.jsonLd = items;
    if (notFound) record.notFound = true;
  }
  useEffect(() => {
    if (!title) return;
    // The shell's title (from the page's declaration) gives way to this one while the page is shown.
    $ownPageTitle.set(title);
    document.title = pageTitle(PRODUCT_NAME, title);
    return () => $ownPageTitle.set(undefined);
  }, [PRODUCT_NAME, title]);
  useEffect(() => {
    metaDescription().content = description;
    for (const property of ['og:description', 'twitter:description'])
      document.head.querySelector(`meta[property="${property}"]`)?.setAttribute('content', description);
  }, [description]);
  useEffect(() => {
    document.getElementById(PAGE_JSON_LD_ID)?.remove();
    const list = JSON.parse(json) as JsonLd[];
    if (list.length === 0) return;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.id = PAGE_JSON_LD_ID;
    script.textContent = structuredDataJson(list);
    document.head.append(script);
    return () => script.remove();
  }, [json]);
  return null;
}
