awk '$9 == 404 {print $7}' ~/logs/access.log | sort -u > ~/reports/broken-links.txt
