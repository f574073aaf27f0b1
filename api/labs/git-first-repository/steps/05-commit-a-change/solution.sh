cd ~/website
sed -i 's/Coming soon./Open every day from 9:00 to 17:00./' index.html
git commit -q -a -m "Add opening hours"
