sqlite3 ~/db/school.db "CREATE INDEX idx_students_city ON students(city);"
sqlite3 ~/db/school.db "EXPLAIN QUERY PLAN SELECT name, year FROM students WHERE city = 'Lahore';" > ~/db/plan.txt
