out=$(python3 - <<'PY'
import csv, os, sqlite3, sys

def bad(en, ar, ur):
    print(en); print(ar); print(ur); sys.exit(1)

path = (os.environ["LAB_HOME"] + "/db/year3.csv")
if not os.path.isfile(path):
    bad("There is no file ~/db/year3.csv yet: redirect the query's output into it with > ~/db/year3.csv.",
        "لا يوجد الملف ~/db/year3.csv بعد: وجّه مخرجات الاستعلام إليه بالرمز > ~/db/year3.csv.",
        "فائل ~/db/year3.csv ابھی موجود نہیں: کوئری کا آؤٹ پٹ > ~/db/year3.csv سے اس میں بھیجیں۔")
con = sqlite3.connect("file:%s?mode=ro" % (os.environ["LAB_HOME"] + "/db/school.db"), uri=True)
want = [list(r) for r in con.execute("SELECT name, email FROM students WHERE year = 3 ORDER BY name")]
with open(path, newline="") as f:
    rows = [r for r in csv.reader(f) if r]
if not rows:
    bad("~/db/year3.csv is empty: the query printed nothing into it.",
        "الملف ~/db/year3.csv فارغ: لم يطبع الاستعلام فيه شيئًا.",
        "~/db/year3.csv خالی ہے: کوئری نے اس میں کچھ نہیں لکھا۔")
if rows[0] != ["name", "email"]:
    bad("The first line of ~/db/year3.csv is '%s'; expected the header name,email (use -csv -header)." % ",".join(rows[0]),
        "السطر الأول في ~/db/year3.csv هو '%s'؛ والمتوقع سطر العناوين name,email (استخدم -csv -header)." % ",".join(rows[0]),
        "~/db/year3.csv کی پہلی سطر '%s' ہے؛ سرخی name,email ہونی چاہیے (-csv -header استعمال کریں)۔" % ",".join(rows[0]))
body = rows[1:]
if sorted(map(tuple, body)) != sorted(map(tuple, want)):
    bad("~/db/year3.csv has %d student lines; the third-year students are %d (name and email of those with year = 3)." % (len(body), len(want)),
        "في ~/db/year3.csv عدد %d من أسطر الطلاب؛ وطلاب السنة الثالثة %d (الاسم والبريد لمن year = 3)." % (len(body), len(want)),
        "~/db/year3.csv میں طلبہ کی %d سطریں ہیں؛ تیسرے سال کے طلبہ %d ہیں (جن کا year = 3 ہے ان کا نام اور ای میل)۔" % (len(body), len(want)))
if body != want:
    bad("~/db/year3.csv has the right students but not in alphabetical order of name: add ORDER BY name.",
        "يحتوي ~/db/year3.csv على الطلاب الصحيحين لكن ليس بالترتيب الأبجدي للاسم: أضف ORDER BY name.",
        "~/db/year3.csv میں طلبہ درست ہیں مگر نام کی حروفِ تہجی کی ترتیب میں نہیں: ORDER BY name شامل کریں۔")
PY
) || { mapfile -t m <<<"$out"; fail "${m[0]:-The check could not read ~/db/year3.csv.}" "${m[1]:-تعذّر على الفحص قراءة ~/db/year3.csv.}" "${m[2]:-جانچ ~/db/year3.csv نہیں پڑھ سکی۔}"; }
exit 0
