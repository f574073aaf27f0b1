cat > ~/client/show_lab.py <<'PY'
import sys
import urllib.error

from catalog import get_json

lab_id = sys.argv[1]
try:
    lab = get_json(f"/api/labs/{lab_id}")
except urllib.error.HTTPError as error:
    if error.code == 404:
        print(f"error: lab {lab_id} not found", file=sys.stderr)
        sys.exit(2)
    raise
except urllib.error.URLError as error:
    print(f"error: service unavailable ({error.reason})", file=sys.stderr)
    sys.exit(3)

print(f"{lab['slug']}: {lab['title']} ({lab['minutes']} min)")
PY
python3 ~/client/show_lab.py 108 >/dev/null
