mkdir -p ~/client
cat > ~/client/catalog.py <<'PY'
import json
import os
import urllib.request

BASE_URL = os.environ.get("CATALOG_URL", "http://127.0.0.1:8000")


def get_json(path):
    with urllib.request.urlopen(BASE_URL + path, timeout=5) as response:
        return json.load(response)


def all_labs():
    labs, page = [], 1
    while True:
        data = get_json(f"/api/labs?page={page}")
        labs.extend(data["items"])
        if page >= data["pages"]:
            return labs
        page += 1
PY
cat > ~/client/list_labs.py <<'PY'
from catalog import all_labs

labs = all_labs()
for lab in labs:
    print(lab["id"], lab["slug"])
print(f"total: {len(labs)}")
PY
python3 ~/client/list_labs.py >/dev/null
