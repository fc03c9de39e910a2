//
//  GitHubSignupViewController.swift
//  RxExample
//
//  Created by Krunoslav Zaher on 4/25/15.
//  Copyright © 2015 Krunoslav Zaher. All rights reserved.
//
//  From ReactiveX/RxSwift (MIT), RxExample/RxExample/Examples/GitHubSignup/
//  UsingVanillaObservables/GitHubSignupViewController1.swift at 004e637, brought to today's
//  Swift with the RxSwift bindings replaced by plain validation, for draft-inspect's fixtures.
//

import Foundation
import UIKit

class GitHubSignupViewController1 : ViewController {
    @IBOutlet weak var usernameOutlet: UITextField!
    @IBOutlet weak var usernameValidationOutlet: UILabel!
    
    @IBOutlet weak var passwordOutlet: UITextField!
    @IBOutlet weak var passwordValidationOutlet: UILabel!
    
    @IBOutlet weak var repeatedPasswordOutlet: UITextField!
    @IBOutlet weak var repeatedPasswordValidationOutlet: UILabel!
    
    @IBOutlet weak var signupOutlet: UIButton!
    @IBOutlet weak var signingUpOulet: UIActivityIndicatorView!

    override func viewDidLoad() {
        super.viewDidLoad()

        // bind results to  {
        validatesWhileEditing = true
        //}
    }

    var validatesWhileEditing = false

    // Stands in for the view model's bindings: every label says what its field lacks.
    func validate() {
        let username = usernameOutlet.text ?? ""
        let password = passwordOutlet.text ?? ""
        usernameValidationOutlet.text = username.isEmpty ? "Username is required" : nil
        passwordValidationOutlet.text = password.count < 5 ? "Password must be at least 5 characters" : nil
        repeatedPasswordValidationOutlet.text = repeatedPasswordOutlet.text == password ? nil : "Passwords are different"
        signupOutlet.isEnabled = !username.isEmpty && password.count >= 5
        signupOutlet.alpha = signupOutlet.isEnabled ? 1.0 : 0.5
    }

    func dismissKeyboard(_ gr: UITapGestureRecognizer) {
        view.endEditing(true)
    }

}
