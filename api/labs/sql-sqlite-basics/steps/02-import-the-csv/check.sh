out=$(python3 - <<'PY'
import csv, os, sqlite3, sys

def bad(en, ar, ur):
    print(en); print(ar); print(ur); sys.exit(1)

# What a correct import holds: every row of the CSV the constraints let in.
expected, emails = {}, set()
with open((os.environ["LAB_HOME"] + "/data/students.csv"), newline="") as f:
    for row in csv.DictReader(f):
        if row["email"] in emails or not 1 <= int(row["year"]) <= 4:
            continue
        emails.add(row["email"])
        expected[int(row["id"])] = (row["name"], row["email"], int(row["year"]), row["city"])
try:
    con = sqlite3.connect("file:%s?mode=ro" % (os.environ["LAB_HOME"] + "/db/school.db"), uri=True)
    rows = con.execute("SELECT id, name, email, year, city FROM students").fetchall()
except sqlite3.Error as e:
    bad("Could not read the students table of ~/db/school.db (%s): do step 1 first." % e,
        "تعذّرت قراءة الجدول students في ~/db/school.db (%s): أنجز الخطوة 1 أولًا." % e,
        "~/db/school.db کا students ٹیبل نہیں پڑھا جا سکا (%s): پہلے مرحلہ 1 مکمل کریں۔" % e)
if not rows:
    bad("The students table is empty: import ~/data/students.csv with .import --csv --skip 1.",
        "الجدول students فارغ: استورد ~/data/students.csv بالأمر .import --csv --skip 1.",
        "students ٹیبل خالی ہے: ~/data/students.csv کو .import --csv --skip 1 سے درآمد کریں۔")
got = {r[0]: tuple(r[1:]) for r in rows}
if any(str(v[1]).lower() == "email" for v in got.values()):
    bad("The header line of the CSV was imported as a student: delete it and import with --skip 1.",
        "سطر العناوين في ملف CSV استُورد كأنه طالب: احذفه واستورد مع الخيار --skip 1.",
        "CSV کی سرخی والی سطر طالب علم کے طور پر درآمد ہو گئی ہے: اسے حذف کریں اور --skip 1 کے ساتھ درآمد کریں۔")
missing = sorted(set(expected) - set(got))
extra = sorted(set(got) - set(expected))
if missing:
    bad("%d students of the CSV are missing from the table (for example id %d); expected %d rows, found %d." % (len(missing), missing[0], len(expected), len(got)),
        "ينقص الجدول %d من طلاب ملف CSV (مثلًا id %d)؛ المتوقع %d صفًا ووُجد %d." % (len(missing), missing[0], len(expected), len(got)),
        "CSV کے %d طلبہ ٹیبل میں نہیں (مثلاً id %d)؛ %d قطاریں متوقع تھیں، %d ملیں۔" % (len(missing), missing[0], len(expected), len(got)))
if extra:
    bad("The table has %d rows that are not valid rows of the CSV (for example id %s); expected exactly %d students." % (len(extra), extra[0], len(expected)),
        "في الجدول %d صفوف ليست من صفوف ملف CSV الصحيحة (مثلًا id %s)؛ المتوقع %d طالبًا بالضبط." % (len(extra), extra[0], len(expected)),
        "ٹیبل میں %d ایسی قطاریں ہیں جو CSV کی درست قطاریں نہیں (مثلاً id %s)؛ ٹھیک %d طلبہ متوقع ہیں۔" % (len(extra), extra[0], len(expected)))
for i, v in expected.items():
    if got[i] != v:
        bad("The student with id %d holds %s; the CSV says %s." % (i, got[i], v),
            "الطالب ذو id %d يحمل %s؛ بينما يقول ملف CSV %s." % (i, got[i], v),
            "id %d والے طالب علم میں %s ہے؛ CSV کے مطابق %s ہونا چاہیے۔" % (i, got[i], v))
PY
) || { mapfile -t m <<<"$out"; fail "${m[0]:-The check could not read ~/db/school.db.}" "${m[1]:-تعذّر على الفحص قراءة ~/db/school.db.}" "${m[2]:-جانچ ~/db/school.db نہیں پڑھ سکی۔}"; }
exit 0
