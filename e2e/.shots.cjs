const { chromium } = require('playwright-core');
const [,, width, lang, ...paths] = process.argv;
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const context = await browser.newContext({ viewport: { width: Number(width), height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text().slice(0, 160)); });
  for (const p of paths) {
    await page.goto(`http://localhost:3000${p}${p.includes('?') ? '&' : '?'}lang=${lang}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const name = p.replace(/[/?=&]/g, '_') || 'home';
    await page.screenshot({ path: `/tmp/shots/${width}-${lang}${name}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    console.log(p, 'h1:', (await page.locator('h1').allInnerTexts()).join('|'), overflow ? 'OVERFLOW' : '');
  }
  console.log('errors', errors);
  await browser.close();
})();
