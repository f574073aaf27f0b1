cat > ~/analysis/by_region.py <<'PY'
import csv
import json
import sys

source, target = sys.argv[1], sys.argv[2]
regions = {}
with open(source, newline="") as f:
    for row in csv.DictReader(f):
        stats = regions.setdefault(row["region"], {"sales": 0, "units": 0, "revenue": 0.0})
        units = int(row["units"])
        stats["sales"] += 1
        stats["units"] += units
        stats["revenue"] += units * float(row["unit_price"])

for stats in regions.values():
    stats["revenue"] = round(stats["revenue"], 2)

with open(target, "w") as out:
    json.dump(regions, out, indent=2, sort_keys=True)
print(f"wrote {len(regions)} regions to {target}")
PY
python3 ~/analysis/by_region.py ~/data/sales_clean.csv ~/analysis/by_region.json >/dev/null
