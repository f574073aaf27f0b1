# The lab catalog service the learner's client talks to: a JSON API written with http.server.
# Nothing is started here: starting it (in the background) is the first step.
mkdir -p "$HOME/service" "$HOME/client"
cat > "$HOME/service/app.py" <<'PY'
"""The lab catalog: a small JSON API on http://127.0.0.1:8000.

GET /api/health          {"status": "ok", ...}
GET /api/labs?page=N     one page of labs: {"page", "pages", "total", "items"}
GET /api/labs/ID         one lab, or 404 {"error": ...}
"""
import json
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

LABS = [
    {"id": 101, "slug": "linux-files", "title": "Files and permissions", "topic": "linux", "level": "beginner", "minutes": 30},
    {"id": 102, "slug": "linux-processes", "title": "Processes and signals", "topic": "linux", "level": "intermediate", "minutes": 35},
    {"id": 104, "slug": "git-first-repo", "title": "Your first Git repository", "topic": "git", "level": "beginner", "minutes": 25},
    {"id": 105, "slug": "sql-select", "title": "Querying with SELECT", "topic": "sql", "level": "beginner", "minutes": 30},
    {"id": 107, "slug": "python-functions", "title": "Functions and modules", "topic": "python", "level": "beginner", "minutes": 40},
    {"id": 108, "slug": "sql-joins", "title": "Joining tables", "topic": "sql", "level": "intermediate", "minutes": 45},
    {"id": 110, "slug": "security-tls", "title": "TLS certificates with OpenSSL", "topic": "security", "level": "intermediate", "minutes": 40},
    {"id": 111, "slug": "python-files", "title": "Reading and writing files", "topic": "python", "level": "beginner", "minutes": 30},
    {"id": 113, "slug": "git-branches", "title": "Branches and merges", "topic": "git", "level": "intermediate", "minutes": 35},
    {"id": 114, "slug": "networking-ports", "title": "Ports and sockets", "topic": "networking", "level": "beginner", "minutes": 25},
    {"id": 116, "slug": "sql-indexes", "title": "Indexes and query plans", "topic": "sql", "level": "advanced", "minutes": 30},
    {"id": 117, "slug": "python-http", "title": "Talking HTTP from Python", "topic": "python", "level": "intermediate", "minutes": 45},
    {"id": 119, "slug": "linux-shell-scripts", "title": "Shell scripts", "topic": "linux", "level": "intermediate", "minutes": 40},
    {"id": 120, "slug": "kubernetes-pods", "title": "Pods and deployments", "topic": "kubernetes", "level": "intermediate", "minutes": 45},
]
PAGE_SIZE = 5


class Handler(BaseHTTPRequestHandler):
    def send_json(self, status, body):
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        url = urlparse(self.path)
        parts = [p for p in url.path.split("/") if p]
        if parts == ["api", "health"]:
            return self.send_json(200, {"status": "ok", "service": "lab-catalog"})
        if parts == ["api", "labs"]:
            try:
                page = int(parse_qs(url.query).get("page", ["1"])[0])
            except ValueError:
                return self.send_json(400, {"error": "page must be a number"})
            pages = (len(LABS) + PAGE_SIZE - 1) // PAGE_SIZE
            if not 1 <= page <= pages:
                return self.send_json(404, {"error": f"page {page} does not exist"})
            items = LABS[(page - 1) * PAGE_SIZE:page * PAGE_SIZE]
            return self.send_json(200, {"page": page, "pages": pages, "total": len(LABS), "items": items})
        if len(parts) == 3 and parts[:2] == ["api", "labs"]:
            lab = next((lab for lab in LABS if str(lab["id"]) == parts[2]), None)
            if lab is None:
                return self.send_json(404, {"error": f"lab {parts[2]} not found"})
            return self.send_json(200, lab)
        return self.send_json(404, {"error": "no such endpoint"})


if __name__ == "__main__":
    server = ThreadingHTTPServer(("127.0.0.1", 8000), Handler)
    print("lab catalog listening on http://127.0.0.1:8000", flush=True)
    server.serve_forever()
PY
