cd ~/website
echo "*.log" > .gitignore
git add .gitignore
git commit -q -m "Ignore log files"
