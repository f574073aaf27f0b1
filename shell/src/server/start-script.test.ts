import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readStartScript, withStartInline } from './start-script';

const START = '(()=>{document.documentElement.dataset.started="1"})();';
const page = (tag: string) => `<!doctype html><html><head><title>Ilm</title>${tag}</head><body><div id="root"></div><template id="ilm-page-end"></template></body></html>`;

describe("the page's start, written into it (docs/decisions/0007-first-visit-performance.md, lever 26)", () => {
  it.each([
    ['as the build minifies it', '<script defer src=/start.js data-entry=/main.1e0d3e5a.js></script>'],
    ['quoted', '<script defer src="/start.js" data-entry="/main.1e0d3e5a.js"></script>'],
  ])('the fetched start (%s) becomes the body’s last element, inline, with the same entry', (_how, tag) => {
    const html = withStartInline(page(tag), START);
    expect(html).not.toContain('start.js');
    expect(html.endsWith(`<template id="ilm-page-end"></template><script data-entry="/main.1e0d3e5a.js">${START}</script></body></html>`)).toBe(true);
  });

  it('leaves the page as it is without a start to write, or without a tag to replace', () => {
    const tag = '<script defer src=/start.js data-entry=/main.1.js></script>';
    expect(withStartInline(page(tag), null)).toBe(page(tag));
    expect(withStartInline(page(''), START)).toBe(page(''));
  });

  describe('the start read from the build', () => {
    let dist: string;
    beforeEach(() => {
      dist = mkdtempSync(path.join(tmpdir(), 'start-script-'));
    });
    afterEach(() => rmSync(dist, { recursive: true, force: true }));

    it('is the text of its start.js', () => {
      writeFileSync(path.join(dist, 'start.js'), `${START}\n`);
      expect(readStartScript(dist)).toBe(START);
    });

    it('is none where the build has no start.js', () => {
      expect(readStartScript(dist)).toBeNull();
    });

    it.each(['console.log("</script><b>")', 'console.log("<!--")'])('is none for a text that would end or hide its element early: %s', (text) => {
      writeFileSync(path.join(dist, 'start.js'), text);
      expect(readStartScript(dist)).toBeNull();
    });
  });
});
