# Sales of a small stationery chain, January to June 2024: 200 good rows and 7 broken ones the
# learner has to find. The same file on every build (a fixed linear congruential generator).
mkdir -p "$HOME/data" "$HOME/analysis"
python3 - <<'PY'
import csv, os
products = [("Notebook", 3.50), ("Backpack", 24.90), ("Water Bottle", 8.75), ("Desk Lamp", 19.00), ("Headphones", 59.00)]
regions = ["North", "South", "East", "West"]
days = [31, 29, 31, 30, 31, 30]
seed = 2024
def rand(n):
    global seed
    seed = (seed * 1103515245 + 12345) % 2**31
    return (seed >> 16) % n
rows = []
for i in range(200):
    month = 1 + i * 6 // 200
    day = 1 + rand(days[month - 1])
    name, price = products[rand(5)]
    units = 1 + rand(12 if price < 10 else 4)
    if rand(10) == 0:
        price = round(price * 0.9, 2)  # a 10 % promotion
    rows.append(["2024-%02d-%02d" % (month, day), regions[rand(4)], name, str(units), "%.2f" % price])
rows.sort(key=lambda row: row[0])
broken = {
    23: ["2024-01-27", "North", "Notebook", "", "3.50"],
    58: ["2024-02-30", "East", "Desk Lamp", "2", "19.00"],
    71: ["2024-03-02", "East", "Backpack", "twelve", "24.90"],
    97: ["2024-03-19", "South", "Water Bottle", "-4", "8.75"],
    130: ["2024-04-08", "West", "Desk Lamp", "2", "N/A"],
    162: ["2024-05-11", "", "Headphones", "1", "59.00"],
    188: ["2024-06-03", "South", "Backpack", "2"],
}
with open(os.path.expanduser("~/data/sales.csv"), "w", newline="") as f:
    out = csv.writer(f, lineterminator="\n")
    out.writerow(["date", "region", "product", "units", "unit_price"])
    for i, row in enumerate(rows):
        if i in broken:
            if broken[i][0] != "2024-02-30":
                broken[i][0] = row[0]
            out.writerow(broken[i])
        out.writerow(row)
PY
