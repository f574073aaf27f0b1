cd ~/bakery
git switch -q -c opening-hours
echo "Open Monday to Saturday, 7:00-19:00" > hours.txt
git add hours.txt
git commit -q -m "Add opening hours"
