sqlite3 ~/db/school.db ".import --csv --skip 1 /home/learner/data/students.csv students" 2>/dev/null
sqlite3 ~/db/school.db "SELECT COUNT(*) FROM students;" >/dev/null
