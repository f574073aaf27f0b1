mkdir -p ~/reports
grep -E '" 5[0-9]{2} ' ~/logs/access.log > ~/reports/errors.log
wc -l < ~/reports/errors.log > ~/reports/error-count.txt
