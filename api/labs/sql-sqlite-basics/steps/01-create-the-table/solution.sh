mkdir -p ~/db
sqlite3 ~/db/school.db <<'SQL'
CREATE TABLE students (
  id    INTEGER PRIMARY KEY,
  name  TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE,
  year  INTEGER NOT NULL CHECK (year BETWEEN 1 AND 4),
  city  TEXT NOT NULL
);
SQL
