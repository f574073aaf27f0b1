sqlite3 -csv -header ~/db/school.db "SELECT name, email FROM students WHERE year = 3 ORDER BY name;" > ~/db/year3.csv
