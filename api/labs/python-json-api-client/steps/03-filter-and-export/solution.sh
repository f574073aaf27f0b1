cat > ~/client/export_topic.py <<'PY'
import json
import sys

from catalog import all_labs

topic, target = sys.argv[1], sys.argv[2]
chosen = [
    {"slug": lab["slug"], "title": lab["title"], "minutes": lab["minutes"]}
    for lab in all_labs()
    if lab["topic"] == topic
]
chosen.sort(key=lambda lab: (lab["minutes"], lab["slug"]))

with open(target, "w") as out:
    json.dump(chosen, out, indent=2)
print(f"{len(chosen)} {topic} labs written to {target}")
PY
python3 ~/client/export_topic.py sql ~/client/sql_labs.json >/dev/null
