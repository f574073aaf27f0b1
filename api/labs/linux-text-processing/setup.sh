# A day of a small web shop's access log (combined log format), the same in every sandbox.
mkdir -p "$HOME/logs"
python3 - "$HOME/logs/access.log" <<'PY'
import sys

state = 20250314
def rnd(n):
    """A small linear congruential generator: the same numbers on every Python version."""
    global state
    state = (state * 1103515245 + 12345) % 2**31
    return (state >> 8) % n

def pick(weighted):
    total = sum(w for _, w in weighted)
    r = rnd(total)
    for item, w in weighted:
        if r < w:
            return item
        r -= w

# Visitors, each with a fixed number of requests: the top five differ.
visitors = {'203.0.113.42': 61, '198.51.100.7': 48, '192.0.2.15': 37, '203.0.113.9': 30, '198.51.100.23': 26,
            '192.0.2.88': 21, '203.0.113.150': 19, '198.51.100.61': 17, '192.0.2.201': 16, '203.0.113.77': 15,
            '198.51.100.102': 14, '192.0.2.34': 13, '203.0.113.18': 12, '198.51.100.250': 11, '192.0.2.5': 10}
ips = [ip for ip, n in visitors.items() for _ in range(n)]
for i in range(len(ips) - 1, 0, -1):
    j = rnd(i + 1)
    ips[i], ips[j] = ips[j], ips[i]

pages = [(('GET', '/', 200), 40), (('GET', '/index.html', 200), 25), (('GET', '/products.html', 200), 30),
         (('GET', '/products/tea.html', 200), 18), (('GET', '/products/coffee.html', 200), 16),
         (('GET', '/about.html', 200), 10), (('GET', '/contact.html', 200), 8), (('GET', '/css/site.css', 200), 25),
         (('GET', '/css/site.css', 304), 12), (('GET', '/js/app.js', 200), 20), (('GET', '/images/logo.png', 200), 20),
         (('GET', '/images/logo.png', 304), 10), (('POST', '/login', 302), 8), (('GET', '/login', 200), 6),
         (('GET', '/api/cart', 200), 18), (('POST', '/api/cart', 201), 10), (('GET', '/api/orders', 200), 10),
         (('GET', '/api/orders', 500), 4), (('POST', '/api/checkout', 200), 8), (('POST', '/api/checkout', 502), 3),
         (('POST', '/api/checkout', 503), 3), (('GET', '/search?q=green+tea', 200), 6), (('GET', '/old-offers.html', 301), 4),
         (('GET', '/favicon.ico', 404), 7), (('GET', '/wp-login.php', 404), 4), (('GET', '/images/banner-2019.png', 404), 4),
         (('GET', '/blog/feed.xml', 404), 3), (('GET', '/products/cocoa.html', 404), 3), (('GET', '/.env', 404), 2),
         (('GET', '/api/reports', 500), 2)]
agents = [('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0 Safari/537.36', 5),
          ('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_3) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.3 Safari/605.1.15', 3),
          ('Mozilla/5.0 (X11; Linux x86_64; rv:123.0) Gecko/20100101 Firefox/123.0', 2),
          ('Mozilla/5.0 (iPhone; CPU iPhone OS 17_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148', 3),
          ('curl/7.88.1', 1)]
referrers = [('-', 5), ('https://shop.example.com/', 3), ('https://www.example.org/search?q=tea', 1)]

seconds = 6 * 3600
lines = []
for ip in ips:
    seconds += 30 + rnd(140)
    hh, mm, ss = seconds // 3600, seconds // 60 % 60, seconds % 60
    method, path, status = pick(pages)
    size = 0 if status == 304 else (180 + rnd(300) if status >= 300 else 900 + rnd(24000))
    lines.append(f'{ip} - - [14/Mar/2025:{hh:02}:{mm:02}:{ss:02} +0000] "{method} {path} HTTP/1.1" {status} {size} '
                 f'"{pick(referrers)}" "{pick(agents)}"')
with open(sys.argv[1], 'w') as out:
    out.write('\n'.join(lines) + '\n')
PY
