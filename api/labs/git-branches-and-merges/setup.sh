# The learner's identity, and a bakery's repository with some history: main and a branch, new-prices,
# that changed the same place of prices.txt as main did since.
git config --global user.name "Lab Learner"
git config --global user.email "learner@example.com"
git config --global init.defaultBranch main
git config --global core.editor nano
git init -q "$HOME/bakery"
cd "$HOME/bakery" || exit 1
commit() { # commit "author" "date" "message"
  GIT_AUTHOR_NAME="$1" GIT_AUTHOR_EMAIL="$(echo "${1%% *}" | tr 'A-Z' 'a-z')@bakery.example" GIT_AUTHOR_DATE="$2" \
    GIT_COMMITTER_NAME="$1" GIT_COMMITTER_EMAIL="$(echo "${1%% *}" | tr 'A-Z' 'a-z')@bakery.example" GIT_COMMITTER_DATE="$2" \
    git commit -q -m "$3"
}
printf '# Sunrise Bakery\n\nThe menu and prices of the bakery on Garden Street.\n' > README.md
git add README.md && commit "Omar Haddad" "2025-03-03T09:12:00+00:00" "Add README"
printf 'bread: 2.50\ncroissant: 1.80\nbaguette: 2.20\ncinnamon roll: 3.10\ncheesecake: 4.50\ncake: 12.00\n' > prices.txt
git add prices.txt && commit "Omar Haddad" "2025-03-03T09:40:00+00:00" "Add the price list"
printf 'Sunrise Bakery\n14 Garden Street\nPhone: +1 555 0142\n' > contact.txt
git add contact.txt && commit "Sara Malik" "2025-03-04T14:05:00+00:00" "Add contact details"
git switch -q -c new-prices
sed -i 's/^bread: 2.50$/bread: 2.80/' prices.txt && echo 'cookie: 1.00' >> prices.txt
git add prices.txt && commit "Sara Malik" "2025-03-05T10:30:00+00:00" "Raise the price of bread and add cookies"
git switch -q main
echo 'muffin: 2.20' >> prices.txt
git add prices.txt && commit "Omar Haddad" "2025-03-06T08:15:00+00:00" "Add muffins"
