out=$(python3 - <<'PY'
import os, shutil, sqlite3, sys, tempfile

def bad(en, ar, ur):
    print(en); print(ar); print(ur); sys.exit(1)

db = (os.environ["LAB_HOME"] + "/db/school.db")
if not os.path.isfile(db):
    bad("There is no database file ~/db/school.db yet: create it with sqlite3 ~/db/school.db.",
        "لا يوجد ملف قاعدة البيانات ~/db/school.db بعد: أنشئه بالأمر sqlite3 ~/db/school.db.",
        "ڈیٹا بیس فائل ~/db/school.db ابھی موجود نہیں: اسے sqlite3 ~/db/school.db سے بنائیں۔")
try:
    con = sqlite3.connect("file:%s?mode=ro" % db, uri=True)
    cols = con.execute("PRAGMA table_info(students)").fetchall()
except sqlite3.Error as e:
    bad("~/db/school.db is not a SQLite database SQLite can read (%s)." % e,
        "الملف ~/db/school.db ليس قاعدة بيانات SQLite قابلة للقراءة (%s)." % e,
        "~/db/school.db ایسا SQLite ڈیٹا بیس نہیں جسے پڑھا جا سکے (%s)۔" % e)
if not cols:
    bad("The database has no table named students: run the CREATE TABLE students statement.",
        "لا يوجد في قاعدة البيانات جدول باسم students: نفّذ جملة CREATE TABLE students.",
        "ڈیٹا بیس میں students نام کا کوئی ٹیبل نہیں: CREATE TABLE students والا جملہ چلائیں۔")
have = {c[1].lower(): c for c in cols}
want = ["id", "name", "email", "year", "city"]
if sorted(have) != sorted(want):
    got = ", ".join(c[1] for c in cols)
    bad("The students table has the columns %s; expected exactly id, name, email, year, city." % got,
        "أعمدة الجدول students هي %s؛ والمطلوب بالضبط id وname وemail وyear وcity." % got,
        "students ٹیبل کے کالم %s ہیں؛ ٹھیک یہ کالم چاہییں: id، name، email، year، city۔" % got)
types = {"id": "INTEGER", "name": "TEXT", "email": "TEXT", "year": "INTEGER", "city": "TEXT"}
for name, t in types.items():
    if have[name][2].upper() != t:
        bad("Column %s has the type '%s'; expected %s." % (name, have[name][2], t),
            "نوع العمود %s هو '%s'؛ والمطلوب %s." % (name, have[name][2], t),
            "کالم %s کی قسم '%s' ہے؛ %s ہونی چاہیے۔" % (name, have[name][2], t))
if have["id"][5] != 1 or sum(1 for c in cols if c[5]) != 1:
    bad("id must be the table's only PRIMARY KEY (id INTEGER PRIMARY KEY).",
        "يجب أن يكون id المفتاح الأساسي الوحيد للجدول (id INTEGER PRIMARY KEY).",
        "id ہی ٹیبل کی واحد PRIMARY KEY ہونی چاہیے (id INTEGER PRIMARY KEY)۔")
for name in ["name", "email", "year", "city"]:
    if not have[name][3]:
        bad("Column %s allows empty values: declare it NOT NULL." % name,
            "العمود %s يقبل القيم الفارغة: عرّفه بالقيد NOT NULL." % name,
            "کالم %s خالی قدر قبول کرتا ہے: اسے NOT NULL بنائیں۔" % name)
unique = False
for idx in con.execute("PRAGMA index_list(students)").fetchall():
    if idx[2]:
        colnames = [r[2] for r in con.execute("PRAGMA index_info(%s)" % repr(idx[1])).fetchall()]
        if [c.lower() for c in colnames if c] == ["email"]:
            unique = True
if not unique:
    bad("Column email is not UNIQUE: two students could share an email. Add UNIQUE to the email column.",
        "العمود email ليس UNIQUE: يمكن أن يتشارك طالبان البريد نفسه. أضف UNIQUE إلى العمود email.",
        "کالم email پر UNIQUE نہیں: دو طلبہ ایک ہی ای میل رکھ سکتے ہیں۔ email کالم میں UNIQUE شامل کریں۔")
con.close()
# The CHECK constraint, tried on a copy: the learner's database is never written.
tmp = tempfile.mkdtemp()
try:
    copy = os.path.join(tmp, "copy.db")
    shutil.copyfile(db, copy)
    t = sqlite3.connect(copy)
    def accepts(year):
        try:
            t.execute("INSERT INTO students (name, email, year, city) VALUES ('Check', 'check.%s@lab.invalid', ?, 'Test')" % year, (year,))
            return True
        except sqlite3.IntegrityError:
            return False
    if not accepts(2):
        bad("A valid student (year 2) could not be inserted into a copy of your table: check its constraints.",
            "تعذّر إدراج طالب صحيح (year = 2) في نسخة من جدولك: راجع القيود.",
            "ایک درست طالب علم (year = 2) آپ کے ٹیبل کی نقل میں درج نہیں ہو سکا: پابندیاں دیکھیں۔")
    for year in (0, 5):
        if accepts(year):
            bad("The table accepts year = %d: add CHECK (year BETWEEN 1 AND 4) to the year column." % year,
                "الجدول يقبل year = %d: أضف CHECK (year BETWEEN 1 AND 4) إلى العمود year." % year,
                "ٹیبل year = %d قبول کرتا ہے: year کالم میں CHECK (year BETWEEN 1 AND 4) شامل کریں۔" % year)
finally:
    shutil.rmtree(tmp, ignore_errors=True)
PY
) || { mapfile -t m <<<"$out"; fail "${m[0]:-The check could not read ~/db/school.db.}" "${m[1]:-تعذّر على الفحص قراءة ~/db/school.db.}" "${m[2]:-جانچ ~/db/school.db نہیں پڑھ سکی۔}"; }
exit 0
