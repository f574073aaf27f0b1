cat > ~/analysis/summary.py <<'PY'
import csv
import sys

path = sys.argv[1]
rows = 0
units = 0
revenue = 0.0
products = set()
with open(path, newline="") as f:
    for row in csv.DictReader(f):
        rows += 1
        products.add(row["product"])
        units += int(row["units"])
        revenue += int(row["units"]) * float(row["unit_price"])

print(f"rows: {rows}")
print("products: " + ", ".join(sorted(products)))
print(f"units: {units}")
print(f"revenue: {revenue:.2f}")
PY
python3 ~/analysis/summary.py ~/data/sales_clean.csv >/dev/null
