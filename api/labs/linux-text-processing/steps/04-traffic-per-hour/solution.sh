cut -d: -f2 ~/logs/access.log | sort | uniq -c > ~/reports/requests-per-hour.txt
