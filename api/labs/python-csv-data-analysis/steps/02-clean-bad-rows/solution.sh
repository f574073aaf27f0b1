cat > ~/analysis/clean.py <<'PY'
import csv
import sys
from datetime import datetime

def is_valid(row):
    try:
        datetime.strptime(row["date"], "%Y-%m-%d")
        units = int(row["units"])
        price = float(row["unit_price"])
    except (ValueError, TypeError):
        return False
    return bool(row["region"]) and units > 0 and price > 0

source, target = sys.argv[1], sys.argv[2]
kept = rejected = 0
with open(source, newline="") as f, open(target, "w", newline="") as out:
    reader = csv.DictReader(f)
    writer = csv.DictWriter(out, fieldnames=reader.fieldnames, lineterminator="\n")
    writer.writeheader()
    for row in reader:
        if is_valid(row):
            writer.writerow(row)
            kept += 1
        else:
            rejected += 1

print(f"kept: {kept}")
print(f"rejected: {rejected}")
PY
python3 ~/analysis/clean.py ~/data/sales.csv ~/data/sales_clean.csv >/dev/null
