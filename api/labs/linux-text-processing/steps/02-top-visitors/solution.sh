awk '{print $1}' ~/logs/access.log | sort | uniq -c | sort -rn | head -5 > ~/reports/top-ips.txt
