/** CSS Modules: class names as a map (webpack's css-loader, identity-obj-proxy in Jest). */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.woff2' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
/** Content files, compiled at build time (tooling/build/markdown-loader.cjs, docs/rules/content.md). */
declare module '*.md' {
  const document: {
    /** The front matter: `title` and `description` always, then what the collection adds (`updated`, `date`, …). */
    meta: { title: string; description: string } & Record<string, unknown>;
    /** The body as HTML; headings carry ids (GitHub's slugs) for anchors. */
    html: string;
    headings: { level: number; id: string; text: string }[];
  };
  export default document;
}
