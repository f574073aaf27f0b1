mkdir -p ~/analysis
cat > ~/analysis/summary.py <<'PY'
import csv
import sys

path = sys.argv[1]
rows = 0
products = set()
with open(path, newline="") as f:
    for row in csv.DictReader(f):
        rows += 1
        products.add(row["product"])

print(f"rows: {rows}")
print("products: " + ", ".join(sorted(products)))
PY
python3 ~/analysis/summary.py ~/data/sales.csv >/dev/null
