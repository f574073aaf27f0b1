out=$(python3 - <<'PY'
import os, re, sqlite3, sys

def bad(en, ar, ur):
    print(en); print(ar); print(ur); sys.exit(1)

con = sqlite3.connect("file:%s?mode=ro" % (os.environ["LAB_HOME"] + "/db/school.db"), uri=True)
names = []
for idx in con.execute("PRAGMA index_list(students)").fetchall():
    cols = [r[2] for r in con.execute("PRAGMA index_info(%s)" % repr(idx[1])).fetchall()]
    if idx[3] == "c" and cols and (cols[0] or "").lower() == "city":
        names.append(idx[1])
if not names:
    bad("The students table has no index on city yet: CREATE INDEX idx_students_city ON students(city);",
        "لا يوجد في الجدول students فهرس على city بعد: CREATE INDEX idx_students_city ON students(city);",
        "students ٹیبل پر ابھی city کا کوئی انڈیکس نہیں: CREATE INDEX idx_students_city ON students(city);")
path = (os.environ["LAB_HOME"] + "/db/plan.txt")
if not os.path.isfile(path):
    bad("There is no file ~/db/plan.txt: save the output of EXPLAIN QUERY PLAN into it with > ~/db/plan.txt.",
        "لا يوجد الملف ~/db/plan.txt: احفظ فيه مخرجات EXPLAIN QUERY PLAN بالرمز > ~/db/plan.txt.",
        "فائل ~/db/plan.txt موجود نہیں: EXPLAIN QUERY PLAN کا آؤٹ پٹ > ~/db/plan.txt سے اس میں محفوظ کریں۔")
plan = open(path, errors="replace").read()
if re.search(r"\bSCAN students\b", plan) and "INDEX" not in plan:
    bad("~/db/plan.txt shows SCAN students: it was saved before the index existed. Run EXPLAIN QUERY PLAN again and save it.",
        "يُظهر ~/db/plan.txt العبارة SCAN students: لقد حُفظ قبل وجود الفهرس. نفّذ EXPLAIN QUERY PLAN مرة أخرى واحفظه.",
        "~/db/plan.txt میں SCAN students ہے: یہ انڈیکس بننے سے پہلے محفوظ ہوا تھا۔ EXPLAIN QUERY PLAN دوبارہ چلا کر محفوظ کریں۔")
if not any(re.search(r"SEARCH students USING (COVERING )?INDEX %s\b" % re.escape(n), plan) for n in names):
    bad("~/db/plan.txt does not show SEARCH students USING INDEX %s: save the plan of SELECT name, year FROM students WHERE city = 'Lahore';" % names[0],
        "لا يُظهر ~/db/plan.txt العبارة SEARCH students USING INDEX %s: احفظ خطة SELECT name, year FROM students WHERE city = 'Lahore';" % names[0],
        "~/db/plan.txt میں SEARCH students USING INDEX %s نہیں: SELECT name, year FROM students WHERE city = 'Lahore'; کا پلان محفوظ کریں۔" % names[0])
PY
) || { mapfile -t m <<<"$out"; fail "${m[0]:-The check could not read ~/db/school.db.}" "${m[1]:-تعذّر على الفحص قراءة ~/db/school.db.}" "${m[2]:-جانچ ~/db/school.db نہیں پڑھ سکی۔}"; }
exit 0
