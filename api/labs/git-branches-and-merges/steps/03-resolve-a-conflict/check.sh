repo="$LAB_HOME/bakery"
markers='^(<<<<<<<|=======|>>>>>>>)'
if git -C "$repo" rev-parse -q --verify MERGE_HEAD >/dev/null; then
  grep -qE "$markers" "$repo/prices.txt" && fail "prices.txt still has conflict markers (<<<<<<<, =======, >>>>>>>): delete those lines and keep both muffin and cookie." \
    "ما زالت في prices.txt علامات التعارض (<<<<<<< و======= و>>>>>>>): احذف تلك الأسطر وأبقِ muffin وcookie كليهما." \
    "prices.txt میں اب بھی کنفلکٹ کے نشان (<<<<<<<، =======، >>>>>>>) موجود ہیں: یہ سطریں مٹائیں اور muffin اور cookie دونوں رہنے دیں۔"
  fail "The merge is not finished: run git add prices.txt, then git commit --no-edit." \
    "لم يكتمل الدمج بعد: شغّل git add prices.txt ثم git commit --no-edit." \
    "مرج ابھی مکمل نہیں ہوا: git add prices.txt اور پھر git commit --no-edit چلائیں۔"
fi
git -C "$repo" merge-base --is-ancestor new-prices main || fail "main does not contain new-prices yet: on main, run git merge new-prices." \
  "لا يحتوي main على new-prices بعد: شغّل git merge new-prices وأنت على main." \
  "main میں ابھی new-prices شامل نہیں: main پر رہتے ہوئے git merge new-prices چلائیں۔"
git -C "$repo" show main:prices.txt | grep -qE "$markers" && fail "prices.txt was committed on main with conflict markers in it: delete those lines, then git commit -a -m \"Remove conflict markers\"." \
  "أُودِع prices.txt على main وفيه علامات التعارض: احذف تلك الأسطر ثم شغّل git commit -a -m \"Remove conflict markers\"." \
  "prices.txt کنفلکٹ کے نشانوں سمیت main پر کمٹ ہو گئی: وہ سطریں مٹائیں، پھر git commit -a -m \"Remove conflict markers\" چلائیں۔"
expected=$(printf '%s\n' 'bread: 2.80' 'croissant: 1.80' 'baguette: 2.20' 'cinnamon roll: 3.10' 'cheesecake: 4.50' 'cake: 12.00' 'muffin: 2.20' 'cookie: 1.00' | sort)
got=$(git -C "$repo" show main:prices.txt | sed '/^[[:space:]]*$/d' | sort)
[ "$got" = "$expected" ] || fail "prices.txt on main is not right: it must keep every item, with bread: 2.80 and both muffin: 2.20 and cookie: 1.00. Fix the file, then git commit -a -m \"Fix the price list\"." \
  "الملف prices.txt على main غير صحيح: يجب أن يُبقي كل الأصناف، مع bread: 2.80 ومع muffin: 2.20 وcookie: 1.00 كليهما. صحّح الملف ثم شغّل git commit -a -m \"Fix the price list\"." \
  "main پر prices.txt درست نہیں: اس میں ہر چیز رہنی چاہیے، bread: 2.80 کے ساتھ، اور muffin: 2.20 اور cookie: 1.00 دونوں۔ فائل درست کریں، پھر git commit -a -m \"Fix the price list\" چلائیں۔"
exit 0
